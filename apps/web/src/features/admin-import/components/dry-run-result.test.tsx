import type { DryRun } from '@sp/shared/api/person-imports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/stub-server';
import { DESK, viewport } from '../../../test/viewport';
import { DryRunResult } from './dry-run-result';

const DRY: DryRun = {
  total: 4,
  persons: 3,
  burials: 2,
  graves: 1,
  skipped: 0,
  failed: 1,
  problems: [],
  problems_count: 0,
};

describe('the dry run’s answer', () => {
  it('says why there is nothing to import when no person would be created', () => {
    viewport(DESK);
    const view = renderWithProviders(<DryRunResult result={{ ...DRY, persons: 0, skipped: 3 }} />);
    expect(
      screen.getByText(/^Импортировать нечего: персоны из файла уже есть на этом кладбище/),
    ).toBeTruthy();
    view.unmount();
    renderWithProviders(<DryRunResult result={DRY} />);
    expect(screen.queryByText(/^Импортировать нечего/)).toBeNull();
  });
});
