// `npm run pact:publish`: publishes contracts/*.json to a Pact Broker through its HTTP API
// (PUT /pacts/provider/{provider}/consumer/{consumer}/version/{version}), so backend teams can
// verify against the broker's copy. Needs PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN or
// PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD; the version is PACT_CONSUMER_VERSION or the git
// commit, the branch PACT_CONSUMER_BRANCH or the git branch.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const env = process.env;
const root = path.resolve(import.meta.dirname, '..');

const fail = (message: string): never => {
  console.error(`pact:publish: ${message}`);
  process.exit(2);
};

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};

const brokerUrl = env.PACT_BROKER_BASE_URL?.replace(/\/$/, '');
if (!brokerUrl) {
  fail(
    'PACT_BROKER_BASE_URL is not set: nothing was published. Set it to your Pact Broker ' +
      '(e.g. https://broker.example.com), with PACT_BROKER_TOKEN or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.',
  );
}
const authorization = env.PACT_BROKER_TOKEN
  ? `Bearer ${env.PACT_BROKER_TOKEN}`
  : env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD
    ? `Basic ${Buffer.from(`${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD}`).toString('base64')}`
    : fail(
        'set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD: nothing was published.',
      );
const version =
  env.PACT_CONSUMER_VERSION ??
  git('rev-parse', 'HEAD') ??
  fail('set PACT_CONSUMER_VERSION (no git commit found).');
const branch = env.PACT_CONSUMER_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD');

const contractsDir = path.join(root, 'contracts');
const files = fs.readdirSync(contractsDir).filter((name) => name.endsWith('.json'));
if (files.length === 0) fail('no pact file in contracts/: run `npm run test:contract` first.');

const send = async (method: string, url: string, body: unknown): Promise<void> => {
  const response = await fetch(url, {
    method,
    headers: { authorization, 'content-type': 'application/json', accept: 'application/hal+json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) fail(`${method} ${url} answered ${response.status}: ${await response.text()}`);
};

for (const file of files) {
  const pact = JSON.parse(fs.readFileSync(path.join(contractsDir, file), 'utf8')) as {
    consumer: { name: string };
    provider: { name: string };
  };
  const consumer = encodeURIComponent(pact.consumer.name);
  const provider = encodeURIComponent(pact.provider.name);
  const at = encodeURIComponent(version);
  if (branch && branch !== 'HEAD') {
    await send(
      'PUT',
      `${brokerUrl}/pacticipants/${consumer}/branches/${encodeURIComponent(branch)}/versions/${at}`,
      {},
    );
  }
  await send(
    'PUT',
    `${brokerUrl}/pacts/provider/${provider}/consumer/${consumer}/version/${at}`,
    pact,
  );
  console.log(
    `pact:publish: ${file} published as ${pact.consumer.name} ${version}${branch ? ` (branch ${branch})` : ''}`,
  );
}
