// `npm run protocol:build`: the protocol reference in docs/protocol, generated from the code — client messages and
// actions from their zod schemas (client-schema.ts), what the server sends from the TypeScript types
// (server-schema.ts), and REFERENCE.md from both. The output is deterministic: test/protocol-reference.test.ts fails
// when the committed files differ from what this builds. The SDK package ships the two schema files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DECLINES } from '../../schema/declines.ts';
import { PROTOCOL_VERSION } from '../../schema/protocol-version.ts';
import type { DecisionKind } from '../../rooms/dune/types.ts';
import { clientDefinitions } from './client-schema.ts';
import { leaves, referenceMarkdown } from './reference-md.ts';
import { serverDefinitions } from './server-schema.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const PROTOCOL_DIR = join(ROOT, 'docs', 'protocol');

type Schema = Record<string, unknown>;

/** A schema file: one definition a line, so that a change shows as the lines of the definitions it touched. */
function schemaFile(title: string, description: string, definitions: Record<string, Schema>): string {
  const head = { $schema: 'http://json-schema.org/draft-07/schema#', title, description, 'x-protocol': PROTOCOL_VERSION };
  const lines = Object.keys(definitions)
    .sort()
    .map((id) => `    ${JSON.stringify(id)}: ${JSON.stringify(definitions[id])}`);
  const top = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  return ['{', ...top, '  "definitions": {', lines.join(',\n'), '  }', '}', ''].join('\n');
}

/** Each decision's definition names the action that answers it and how to decline it (schema/declines.ts). */
function annotateDecisions(definitions: Record<string, Schema>): void {
  for (const decision of leaves(definitions, definitions.Decision!)) {
    const kind = (decision.properties as Record<string, Schema>).kind!.const as DecisionKind;
    const decline = DECLINES[kind];
    decision['x-answer'] = kind;
    decision['x-decline'] = decline.answer === null ? null : { ...decline.answer, event: '<id>' };
    if (decline.note) decision['x-decline-note'] = decline.note;
  }
}

/** Every file of docs/protocol that is generated, by name, with its text. */
export function protocolFiles(): Record<string, string> {
  const client = clientDefinitions();
  const server = serverDefinitions(ROOT);
  annotateDecisions(server);
  return {
    'client.schema.json': schemaFile(
      'dune-rooms: client → server',
      'The bodies of `act`, `autopilot`, `say` and `transfer`, every action (`action.<type>`), and the create and join options of matchmaking.',
      client,
    ),
    'server.schema.json': schemaFile(
      'dune-rooms: server → client',
      'Every server message body (`ServerMessages`: seat, ack, error, events, view, chat), with the view, decisions and events; the matchmaking answers; the refusals. A decision names its answer (`x-answer`) and its decline (`x-decline`, null: it must be answered).',
      server,
    ),
    'REFERENCE.md': referenceMarkdown(client, server),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(PROTOCOL_DIR, { recursive: true });
  for (const [name, text] of Object.entries(protocolFiles())) {
    writeFileSync(join(PROTOCOL_DIR, name), text);
    console.log(`docs/protocol/${name}: ${text.length} bytes`);
  }
}
