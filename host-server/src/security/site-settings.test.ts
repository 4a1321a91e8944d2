import { describe, expect, it } from 'vitest';
import { siteSettingsFromEnv } from './site-settings.js';

describe('siteSettingsFromEnv', () => {
  it('reads the public address and whether one proxy is trusted', () => {
    expect(siteSettingsFromEnv({})).toEqual({ publicUrl: undefined, trustProxy: false });
    expect(siteSettingsFromEnv({ QUIRE_PUBLIC_URL: 'https://quire.example.org/', QUIRE_TRUST_PROXY: '1' })).toEqual({
      publicUrl: new URL('https://quire.example.org/'),
      trustProxy: true,
    });
    expect(siteSettingsFromEnv({ QUIRE_PUBLIC_URL: '', QUIRE_TRUST_PROXY: '0' })).toEqual({ publicUrl: undefined, trustProxy: false });
  });

  it.each([
    [{ QUIRE_PUBLIC_URL: 'quire.example.org' }, 'QUIRE_PUBLIC_URL: give the address people reach Quire at, such as https://quire.example.org/ (not "quire.example.org")'],
    [{ QUIRE_PUBLIC_URL: 'ftp://quire.example.org/' }, 'QUIRE_PUBLIC_URL'],
    [{ QUIRE_TRUST_PROXY: 'yes please' }, 'QUIRE_TRUST_PROXY: use 1 when one reverse proxy stands in front of Quire, or 0 (not "yes please")'],
    [{ QUIRE_TRUST_PROXY: '2' }, 'QUIRE_TRUST_PROXY'],
  ])('refuses %j, which cannot be meant, so the start stops', (env, message) => {
    expect(() => siteSettingsFromEnv(env)).toThrow(message);
  });
});
