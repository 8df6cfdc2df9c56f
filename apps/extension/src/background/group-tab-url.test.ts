// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupTabUrl, isFacebookGroupUrl, isGroupPageUrl } from './group-tab-url.ts';

describe('group tab URLs', () => {
  it('take Facebook group pages on any Facebook host, over https, and nothing else', () => {
    expect(isFacebookGroupUrl('https://www.facebook.com/groups/portland-rentals/')).toBe(true);
    expect(isFacebookGroupUrl('https://m.facebook.com/groups/123456')).toBe(true);
    expect(isFacebookGroupUrl('https://www.facebook.com/marketplace')).toBe(false);
    expect(isFacebookGroupUrl('https://facebook.com.evil.example/groups/x')).toBe(false);
    expect(isFacebookGroupUrl('http://www.facebook.com/groups/x')).toBe(false);
    expect(isFacebookGroupUrl('javascript:alert(1)')).toBe(false);
  });

  it('open a mobile or business group link on www, where the composer script runs', () => {
    expect(groupTabUrl('https://m.facebook.com/groups/123456?ref=share', null)).toBe(
      'https://www.facebook.com/groups/123456?ref=share',
    );
    expect(groupTabUrl('https://web.facebook.com/groups/pdx', null)).toBe('https://web.facebook.com/groups/pdx');
  });

  it('open the test page in a test build only', () => {
    expect(groupTabUrl('https://www.facebook.com/groups/pdx', 'http://127.0.0.1:4789')).toBe(
      'http://127.0.0.1:4789/groups/pdx',
    );
    expect(isGroupPageUrl('http://127.0.0.1:4789/groups/pdx', 'http://127.0.0.1:4789')).toBe(true);
    expect(isGroupPageUrl('http://127.0.0.1:4789/groups/pdx', null)).toBe(false);
    expect(isGroupPageUrl('https://www.facebook.com/login/', null)).toBe(false);
    expect(isGroupPageUrl('https://www.facebook.com/groups/pdx/permalink/1', null)).toBe(true);
  });
});
