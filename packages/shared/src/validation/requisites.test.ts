import { describe, expect, it } from 'vitest';
import {
  accountProblem,
  bikProblem,
  corrAccountProblem,
  innProblem,
  kppProblem,
  ogrnProblem,
  REQUISITES_MSG,
} from './requisites';

describe('ИНН', () => {
  it('accepts organisations (10 digits) and persons or sole traders (12) with right check digits', () => {
    for (const inn of ['7707083893', '7736207543', '7830002293', '500100732259']) {
      expect(innProblem(inn)).toBeNull();
    }
  });

  it('rejects a wrong check digit, a wrong length and letters', () => {
    expect(innProblem('7707083894')).toBe(REQUISITES_MSG.innChecksum);
    // the 11th digit right, the 12th wrong; then the 11th wrong
    expect(innProblem('500100732258')).toBe(REQUISITES_MSG.innChecksum);
    expect(innProblem('500100732269')).toBe(REQUISITES_MSG.innChecksum);
    expect(innProblem('77070838')).toBe(REQUISITES_MSG.innFormat);
    expect(innProblem('77070838931')).toBe(REQUISITES_MSG.innFormat);
    expect(innProblem('77070838a3')).toBe(REQUISITES_MSG.innFormat);
    expect(innProblem('')).toBe(REQUISITES_MSG.innFormat);
  });
});

describe('КПП', () => {
  it('is 4 digits, 2 digits or Latin capitals, 3 digits', () => {
    expect(kppProblem('773601001')).toBeNull();
    expect(kppProblem('7736AB001')).toBeNull();
    expect(kppProblem('77360100')).toBe(REQUISITES_MSG.kppFormat);
    expect(kppProblem('7736ab001')).toBe(REQUISITES_MSG.kppFormat);
    expect(kppProblem('77З601001')).toBe(REQUISITES_MSG.kppFormat);
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('accept 13 digits (mod 11) and 15 digits (mod 13) with the right last digit', () => {
    expect(ogrnProblem('1027700132195')).toBeNull();
    expect(ogrnProblem('1037739010891')).toBeNull();
    expect(ogrnProblem('304500116000157')).toBeNull();
    expect(ogrnProblem('304463210700212')).toBeNull();
  });

  it('reject a wrong check digit or length', () => {
    expect(ogrnProblem('1027700132196')).toBe(REQUISITES_MSG.ogrnChecksum);
    expect(ogrnProblem('304500116000158')).toBe(REQUISITES_MSG.ogrnChecksum);
    expect(ogrnProblem('10277001321')).toBe(REQUISITES_MSG.ogrnFormat);
    expect(ogrnProblem('10277001321950')).toBe(REQUISITES_MSG.ogrnFormat);
  });
});

describe('БИК and accounts', () => {
  const sber = '044525225';
  const tinkoff = '044525974';

  it('БИК is 9 digits from 0', () => {
    expect(bikProblem(sber)).toBeNull();
    expect(bikProblem('144525225')).toBe(REQUISITES_MSG.bikFormat);
    expect(bikProblem('04452522')).toBe(REQUISITES_MSG.bikFormat);
  });

  it('a settlement account is checked with the БИК', () => {
    expect(accountProblem('40702810938000012345', sber)).toBeNull();
    expect(accountProblem('40817810438000012345', sber)).toBeNull();
    expect(accountProblem('40702810210000054321', tinkoff)).toBeNull();
    // the same account in another bank does not match
    expect(accountProblem('40702810938000012345', tinkoff)).toBe(REQUISITES_MSG.accountChecksum);
    expect(accountProblem('40702810938000012346', sber)).toBe(REQUISITES_MSG.accountChecksum);
    expect(accountProblem('4070281093800001234', sber)).toBe(REQUISITES_MSG.accountFormat);
    expect(accountProblem('40702810938000012345', '')).toBe(REQUISITES_MSG.accountNeedsBik);
    expect(accountProblem('40702810938000012345', '0445')).toBe(REQUISITES_MSG.accountNeedsBik);
  });

  it('a correspondent account starts with 30101 and is checked with the БИК', () => {
    expect(corrAccountProblem('30101810400000000225', sber)).toBeNull();
    expect(corrAccountProblem('30101810145250000974', tinkoff)).toBeNull();
    expect(corrAccountProblem('30101810400000000226', sber)).toBe(REQUISITES_MSG.corrAccountChecksum);
    // Sberbank's account with Tinkoff's БИК: the key alone matches (same settlement centre), the ending does not
    expect(corrAccountProblem('30101810400000000225', tinkoff)).toBe(REQUISITES_MSG.corrAccountChecksum);
    expect(corrAccountProblem('40702810938000012345', sber)).toBe(REQUISITES_MSG.corrAccountFormat);
    expect(corrAccountProblem('30101810400000000225', null)).toBe(REQUISITES_MSG.accountNeedsBik);
  });
});
