import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  randomCaptchaText,
  renderCaptchaSvg,
  svgDataUrl,
} from '../../../server/contact/captchaImage';
import { normalizeAnswer } from '../../../server/contact/contactUs';

describe('the captcha picture', () => {
  it('draws every character of the alphabet as strokes, never as text', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET);
    // one stroke path per character, five noise curves, forty dots
    expect(svg.match(/<path [^>]*stroke-linecap="round"/g)).toHaveLength(CAPTCHA_ALPHABET.length);
    expect(svg.match(/<circle /g)).toHaveLength(40);
    expect(svg).not.toMatch(/<text|<script|<foreignObject|href=/i);
  });

  it('refuses a character it has no strokes for (0, O, 1, I, L, 8, B, S look alike)', () => {
    for (const char of ['0', 'O', '1', 'I', 'L', '8', 'B', 'S', 'a'])
      expect(() => renderCaptchaSvg(`AB${char}`)).toThrow(/no glyph/);
  });

  it('draws the same text differently each time', () => {
    expect(renderCaptchaSvg('K7M3X')).not.toBe(renderCaptchaSvg('K7M3X'));
  });

  it('picks characters from the alphabet only', () => {
    const texts = Array.from({ length: 200 }, () => randomCaptchaText());
    for (const text of texts) expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    // not one fixed text
    expect(new Set(texts).size).toBeGreaterThan(190);
  });

  it('ships as a base64 SVG data URL', () => {
    const url = svgDataUrl('<svg/>');
    expect(url).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
  });
});

describe('reading an answer', () => {
  it.each([
    ['k7m3x', 'K7M3X'],
    [' K7 M3X ', 'K7M3X'],
    ['١٢', '12'],
    ['۱۲', '12'],
  ])('reads %j as %j', (typed, read) => expect(normalizeAnswer(typed)).toBe(read));
});
