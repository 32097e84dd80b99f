import { describe, expect, it } from 'vitest';
import { embedCode } from './useRadioMenuItems';

describe('embed code', () => {
  it('is an iframe of the song’s embed page, 760 × 240, its title escaped', () => {
    const code = embedCode({ id: 'clip 1', title: 'Rain & "Sun" <3' }, 'https://music.example');
    expect(code).toContain('src="https://music.example/embed/clip%201"');
    expect(code).toContain('width="760" height="240"');
    expect(code).toContain('title="Rain &#38; &#34;Sun&#34; &#60;3"');
  });
});
