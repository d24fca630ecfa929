// Prints the interactions of the pact file as the Markdown table contracts/README.md carries
// (`npm run contracts:table`); test/contract/spec-calls-covered.provider.test.ts checks the README
// still names every interaction.
import fs from 'node:fs';

interface Interaction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: { readonly method: string; readonly path: string };
  readonly response: { readonly status: number };
}

const file = new URL(
  '../contracts/business-portal-web-business-portal-services.json',
  import.meta.url,
);
const { interactions } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  interactions: Interaction[];
};

const rows = [...interactions]
  .sort(
    (a, b) =>
      a.request.path.localeCompare(b.request.path) ||
      a.request.method.localeCompare(b.request.method) ||
      a.response.status - b.response.status ||
      a.description.localeCompare(b.description),
  )
  .map((interaction) => {
    const states = (interaction.providerStates ?? [])
      .map((state) => `\`${state.name}\``)
      .join(', ');
    const call = `\`${interaction.request.method} ${interaction.request.path}\``;
    return `| ${call} | ${interaction.description} | ${states || '(none)'} | ${interaction.response.status} |`;
  });

console.log(
  ['| call | interaction | provider state | status |', '|---|---|---|---|', ...rows].join('\n'),
);
