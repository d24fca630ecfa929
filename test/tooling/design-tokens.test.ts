import fs from 'node:fs';
import path from 'node:path';
import { cssVariableDeclarations, v } from '../../src/ui/theme/css-variables';
import { media, tokens } from '../../src/ui/theme/tokens';

// Issue 10 "Design tokens": one theme from the design brief, exposed as CSS variables; components
// hold no raw length or colour of their own.

const UI = path.resolve(__dirname, '../../src/ui');
const THEME = path.join(UI, 'theme');

const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === THEME ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const RAW_VALUE = /(?<![\w-])\d+(?:\.\d+)?(?:px|rem|em)\b|#[0-9a-fA-F]{3,8}\b|rgba?\(/g;

describe('design tokens', () => {
  it('leave no raw px, rem, em or colour value in a component', () => {
    const found = sourceFiles(UI).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(RAW_VALUE)].map(
            (match) => `${path.relative(UI, file)}:${index + 1} ${match[0]}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('declare one CSS variable per token, named by its path', () => {
    const declarations = cssVariableDeclarations();
    expect(declarations).toContain('--color-brand: #0B4F8A;');
    expect(declarations).toContain('--color-text-muted: #5B6875;');
    expect(declarations).toContain('--space-4: 16px;');
    expect(declarations).toContain('--type-md-line-height: 24px;');
    expect(declarations).toContain('--z-modal: 40;');
  });

  it('give components a var() reference for every token, and each reference is declared', () => {
    expect(v.color.brand).toBe('var(--color-brand)');
    expect(v.type.xl.size).toBe('var(--type-xl-size)');
    const declared = new Set(
      cssVariableDeclarations()
        .split('\n')
        .map((line) => line.split(':')[0]),
    );
    const references: string[] = [];
    const collect = (tree: object): void => {
      for (const value of Object.values(tree)) {
        if (typeof value === 'string') references.push(value);
        else collect(value as object);
      }
    };
    collect(v);
    expect(references.length).toBeGreaterThan(60);
    for (const reference of references) expect(declared).toContain(reference.slice(4, -1));
  });

  it("keep the brief's text colours at WCAG AA contrast on their backgrounds", () => {
    const luminance = (hex: string): number => {
      const [r, g, b] = [1, 3, 5].map((start) => {
        const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const contrast = (a: string, b: string): number => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const { color } = tokens;
    const pairs: [string, string][] = [
      [color.text, color.surface],
      [color.textMuted, color.surface],
      [color.textMuted, color.surfaceSubtle],
      [color.brand, color.surface],
      [color.onBrand, color.brand],
      [color.onBrand, color.brandHover],
      [color.error, color.errorBg],
      [color.warning, color.warningBg],
      [color.info, color.infoBg],
      [color.success, color.successBg],
    ];
    for (const [text, background] of pairs)
      expect([text, background, contrast(text, background) >= 4.5]).toEqual([
        text,
        background,
        true,
      ]);
  });
});

describe('breakpoints — §9 "Breakpoints: 600, 767, 1023 pixels" as media queries (D-DOM-17)', () => {
  const minWidth = (query: string): number => Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
  const deviceAt = (width: number) =>
    width >= minWidth(media.desktopUp)
      ? 'desktop'
      : width >= minWidth(media.tabletUp)
        ? 'tablet'
        : 'mobile';

  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%s px is %s', (width, expected) => {
    expect(deviceAt(width)).toBe(expected);
  });

  it.each([
    [599, false],
    [600, true],
  ])(
    'the phone layout is below 600 px: at %s px the small-tablet styles apply: %s',
    (width, up) => {
      expect(width >= minWidth(media.smallTabletUp)).toBe(up);
    },
  );
});
