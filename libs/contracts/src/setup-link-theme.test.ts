import { describe, expect, it } from 'vitest';
import { describeContractMessage } from './index';
import { SETUP_LINK_THEME_KEYS } from './setup-link-theme';

describe('SETUP_LINK_THEME_KEYS', () => {
  it('is exactly the fields of the ThemeConfig contract, in its order', () => {
    expect([...SETUP_LINK_THEME_KEYS]).toEqual(describeContractMessage('svc.messaging_proxy.v1.ThemeConfig').fields.map((f) => f.name));
  });
});
