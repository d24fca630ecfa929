import fs from 'node:fs';
import path from 'node:path';

// D-LAYOUT-6: a module's suffix says what kind of thing it exports, and its name is that thing's
// name in kebab-case, so a reader finds `FooGateway` in `foo-gateway.port.ts` without searching.

const ROOT = path.resolve(__dirname, '../..');

/** The files under `folder` (relative to the root) whose names end with `suffix`, sorted. */
const filesEnding = (folder: string, suffix: string): readonly string[] =>
  fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** `FooGatewayPort` → `foo-gateway-port`; a run of capitals stays one word (`HttpMfa` → `http-mfa`). */
const kebabOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** The file's name without its folder and without `suffix`. */
const baseOf = (file: string, suffix: string): string => path.posix.basename(file, suffix);

/** Exported interfaces with at least one method: the ports (data shapes have only properties). */
const portInterfacesOf = (source: string): readonly string[] =>
  [...source.matchAll(/^export interface (\w+)[^{]*\{([\s\S]*?)^\}/gm)]
    .filter(([, , body = '']) => /^\s+\w+\??(<[^>]*>)?\(/m.test(body))
    .map(([, name = '']) => name);

const exportedClassesOf = (source: string): readonly string[] =>
  [...source.matchAll(/^export (?:abstract )?class (\w+)/gm)].map(([, name = '']) => name);

const exportedConstsOf = (source: string): readonly string[] =>
  [...source.matchAll(/^export const (\w+)/gm)].map(([, name = '']) => name);

/** Each file of `files` whose exports do not include one named after it. */
const misnamed = (
  files: readonly string[],
  suffix: string,
  namesOf: (source: string) => readonly string[],
): readonly string[] =>
  files.filter(
    (file) => !namesOf(read(file)).some((name) => kebabOf(name) === baseOf(file, suffix)),
  );

describe('module names (D-LAYOUT-6)', () => {
  it('kebabOf splits words as the file names do', () => {
    expect(kebabOf('GetADunsGateway')).toBe('get-a-duns-gateway');
    expect(kebabOf('HttpMfaOptionsGateway')).toBe('http-mfa-options-gateway');
    expect(kebabOf('purchaseHistoryPage')).toBe('purchase-history-page');
    expect(kebabOf('DataLayerAnalytics')).toBe('data-layer-analytics');
  });

  it('portInterfacesOf finds the interfaces with methods only', () => {
    const source = [
      'export interface Shape {',
      '  readonly id: string;',
      '}',
      'export interface FooGateway {',
      '  find(id: string): Promise<Shape>;',
      '}',
    ].join('\n');
    expect(portInterfacesOf(source)).toEqual(['FooGateway']);
  });

  it('a port file of src/application/ports holds one port, named after the file', () => {
    const files = filesEnding('src/application/ports', '.port.ts');
    expect(files.length).toBeGreaterThan(20);
    const wrong = files.flatMap((file) => {
      const ports = portInterfacesOf(read(file));
      const base = baseOf(file, '.port.ts');
      return ports.length === 1 && kebabOf(ports[0] ?? '') === base
        ? []
        : [`${file}: ${ports.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it("a server repository port holds one port, named after the file, and so does each engine's", () => {
    const ports = filesEnding('server', '-repository.ts').filter(
      (file) => !/\/(sql|postgres|sqlite)-[^/]*$/.test(file),
    );
    expect(ports.length).toBeGreaterThan(20);
    const wrong = ports.flatMap((file) => {
      const found = portInterfacesOf(read(file));
      return found.length === 1 && kebabOf(found[0] ?? '') === baseOf(file, '.ts')
        ? []
        : [`${file}: ${found.join(', ')}`];
    });
    expect(wrong).toEqual([]);
    const engines = filesEnding('server', '-repository.ts').filter((file) => !ports.includes(file));
    expect(misnamed(engines, '.ts', exportedClassesOf)).toEqual([]);
  });

  it('an adapter file exports the class it is named after', () => {
    const files = filesEnding('src/adapters', '.adapter.ts');
    expect(files.length).toBeGreaterThan(15);
    expect(misnamed(files, '.adapter.ts', exportedClassesOf)).toEqual([]);
  });

  it('a use-case file exports the class or factory it is named after', () => {
    const files = filesEnding('src/application', '.use-case.ts');
    expect(files.length).toBeGreaterThan(30);
    const names = (source: string) => [...exportedClassesOf(source), ...exportedConstsOf(source)];
    expect(misnamed(files, '.use-case.ts', names)).toEqual([]);
  });

  it('every class of src/application but the store base is a use case in a .use-case.ts file', () => {
    const outside = filesEnding('src/application', '.ts').filter(
      (file) =>
        !file.endsWith('.use-case.ts') &&
        file !== 'src/application/view-model-store.ts' &&
        exportedClassesOf(read(file)).length > 0,
    );
    expect(outside).toEqual([]);
  });

  it('a state file exports the state type it is named after', () => {
    const files = filesEnding('src/application', '.state.ts');
    const states = (source: string) =>
      [...source.matchAll(/^export (?:interface|type) (\w+State)\b/gm)].map(([, name = '']) =>
        name.replace(/State$/, ''),
      );
    expect(misnamed(files, '.state.ts', states)).toEqual([]);
  });
});
