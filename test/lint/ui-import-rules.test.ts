import { lintRequests, PROBE, type Problem } from './lint-requests';

// The rules on what screens import, probed with virtual files at real paths.

const { lintProbe } = lintRequests();

const restrictedImports = (problems: () => Problem[]) =>
  problems().filter(({ ruleId }) => ruleId === 'no-restricted-imports');

describe('one way to navigate: the Navigator port (D-SIGNIN-UI-7)', () => {
  const code = "import { useNavigate } from 'react-router-dom';\nexport const go = useNavigate;\n";
  const cases = [
    ['a page', lintProbe(`src/ui/pages/${PROBE}.tsx`, code), 1],
    [
      'the router lending its navigation to the port',
      lintProbe('src/ui/routing/router-navigation.tsx', code),
      0,
    ],
  ] as const;
  it.each(cases)("react-router's useNavigate in %s", (_name, problems, errors) => {
    expect(restrictedImports(problems)).toHaveLength(errors);
  });
});

describe("the frame's popups come with the frame alone (D-UI-2)", () => {
  const importing = (file: string, code: string) =>
    lintProbe(file, `${code}\nexport const x = 1;\n`);
  const cases = [
    [
      'a page importing the Menu',
      importing(
        `src/ui/pages/${PROBE}.tsx`,
        "import { Menu } from '../components/menu';\nvoid Menu;",
      ),
      1,
    ],
    [
      'a page importing a type of the Combobox',
      importing(
        `src/ui/pages/${PROBE}.tsx`,
        "import type { ComboboxOption } from '../components/combobox';\nexport type O = ComboboxOption;",
      ),
      0,
    ],
    [
      'the frame importing the Tooltip',
      importing(
        `src/ui/frame/${PROBE}.tsx`,
        "import { Tooltip } from '../components/tooltip';\nvoid Tooltip;",
      ),
      0,
    ],
    [
      'a frame popup importing Ariakit',
      importing('src/ui/components/menu.tsx', "import { Menu } from '@ariakit/react';\nvoid Menu;"),
      0,
    ],
    [
      'another component importing Ariakit',
      importing(
        `src/ui/components/${PROBE}.tsx`,
        "import { Menu } from '@ariakit/react';\nvoid Menu;",
      ),
      1,
    ],
  ] as const;
  it.each(cases)('%s', (_name, problems, errors) => {
    expect(restrictedImports(problems)).toHaveLength(errors);
  });
});
