import { isAaaGridIconVisible } from '../../../src/domain/navigation/aaa-grid-icon';
import { entitlements, withProducts } from '../fixtures';

describe('AAA grid icon — §2 "a grid icon when the user has entitlements for the two AAA (diploma or physical) products"', () => {
  it.each([
    [withProducts('AAA Digital'), true, 'DECISIONS.md: AAA Digital (337/162)'],
    [withProducts('AAA Physical'), true, 'DECISIONS.md: AAA Physical (338/163)'],
    [withProducts('AAA Digital', 'AAA Physical'), true, 'both'],
    [withProducts('AAA Diploma'), false, 'DECISIONS.md: "AAA Diploma (306/31) is a product tile"'],
    [withProducts('Hoovers'), false, 'another product'],
    [entitlements(), false, 'no entitlements'],
  ])('%#: %s (%s)', (value, expected) => {
    expect(isAaaGridIconVisible(value)).toBe(expected);
  });
});
