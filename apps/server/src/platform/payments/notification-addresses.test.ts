import { describe, expect, it } from 'vitest';
import { createAddressCheck, isAddressOrRange, YOOKASSA_NOTIFY_ADDRESSES } from './notification-addresses';

describe('createAddressCheck with the addresses YooKassa publishes', () => {
  const fromYooKassa = createAddressCheck(YOOKASSA_NOTIFY_ADDRESSES);

  it('accepts each published range, edges included', () => {
    for (const ip of [
      '185.71.76.0',
      '185.71.76.31',
      '185.71.77.1',
      '77.75.153.0',
      '77.75.153.127',
      '77.75.154.128',
      '77.75.154.255',
      '77.75.156.11',
      '77.75.156.35',
      '2a02:5180::1',
      '2A02:5180:FFFF::1',
    ]) {
      expect(fromYooKassa(ip), ip).toBe(true);
    }
  });

  it('refuses addresses just outside them and everyone else', () => {
    for (const ip of [
      '185.71.76.32',
      '185.71.75.255',
      '77.75.153.128',
      '77.75.154.127',
      '77.75.156.12',
      '77.75.156.36',
      '2a02:5181::1',
      '127.0.0.1',
      '::1',
      '10.0.0.1',
    ]) {
      expect(fromYooKassa(ip), ip).toBe(false);
    }
  });

  it('reads an IPv4 client of a dual-stack socket (::ffff:…)', () => {
    expect(fromYooKassa('::ffff:185.71.76.1')).toBe(true);
    expect(fromYooKassa('::FFFF:77.75.156.35')).toBe(true);
    expect(fromYooKassa('::ffff:b947:4c01')).toBe(true); // 185.71.76.1 written in hex
    expect(fromYooKassa('::ffff:127.0.0.1')).toBe(false);
  });

  it('says no to what is not an address', () => {
    for (const ip of ['', 'localhost', '185.71.76.1.5', '185.71.76.0/27', 'undefined']) {
      expect(fromYooKassa(ip), ip).toBe(false);
    }
  });
});

describe('createAddressCheck with configured ranges', () => {
  it('takes single addresses and ranges of both families', () => {
    const check = createAddressCheck(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(['127.0.0.1', '10.255.0.1', '::1', 'fd12::5'].map(check)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'fe80::1'].map(check)).toEqual([false, false, false, false]);
  });

  it('refuses a range it cannot read instead of letting everyone in', () => {
    expect(() => createAddressCheck(['185.71.76.0/27', 'yookassa.ru'])).toThrow(/yookassa\.ru/);
  });
});

describe('isAddressOrRange', () => {
  it('tells an address or a CIDR range from anything else', () => {
    for (const value of ['77.75.156.11', '185.71.76.0/27', '2a02:5180::/32', '0.0.0.0/0', '::/0']) {
      expect(isAddressOrRange(value), value).toBe(true);
    }
    for (const value of [
      '',
      'example.com',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/8/1',
      '10.0.0.0/-1',
    ]) {
      expect(isAddressOrRange(value), value).toBe(false);
    }
  });
});
