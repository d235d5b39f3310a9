import type { Actor } from '@sp/shared/permissions/check';
import { describe, expect, it } from 'vitest';
import { passportsHome } from './serial-number-page';

describe('/app/serial-number', () => {
  it('leads each caller to the first passports page it may open', () => {
    const municipal: Actor = { userType: 2, companyType: 'MUNICIPAL', roles: [] };
    const regular: Actor = { userType: 2, companyType: 'REGULAR', roles: [] };
    const passportsOnly: Actor = {
      userType: 3,
      companyType: 'MUNICIPAL',
      roles: [{ modules: { serial_number: 3 } }],
    };
    expect(passportsHome(municipal)).toBe('/app/serial-number/request-view');
    expect(passportsHome(regular)).toBe('/app/serial-number/request-list');
    expect(passportsHome(passportsOnly)).toBe('/app/serial-number/passports-view');
    expect(passportsHome(null)).toBe('/app/serial-number/passports-list');
  });
});
