// What the server sends, as JSON Schema generated from the TypeScript types themselves (ts-json-schema-generator):
// every message body, and through them the view, the decisions and the events, with their doc comments. The engine
// stays free of zod; its types are the source.
import {
  createFormatter,
  createParser,
  createProgram,
  SchemaGenerator,
  DEFAULT_CONFIG,
  type CompletedConfig,
  type Definition,
  type NodeParser,
} from 'ts-json-schema-generator';
import { z } from 'zod';
import type { ServerMessages } from '../../schema/messages.ts';
import type { MatchmakingRefusal, ReconnectRequest, SeatReservation } from '../../schema/matchmaking.ts';
import type { JoinRefusalStatuses } from '../../schema/refusals.ts';
import { CatalogIdParser, RenamedAliasParser } from './catalog-ids.ts';

/** The roots: every server message, the matchmaking answers, the refusal codes with their statuses. */
type Roots = {
  ServerMessages: ServerMessages;
  SeatReservation: SeatReservation;
  MatchmakingRefusal: MatchmakingRefusal;
  ReconnectRequest: ReconnectRequest;
  JoinRefusalStatuses: JoinRefusalStatuses;
};
// Named through the type above, so that renaming one of them fails to compile here rather than in the generator.
const ROOTS: (keyof Roots)[] = ['ServerMessages', 'SeatReservation', 'MatchmakingRefusal', 'ReconnectRequest', 'JoinRefusalStatuses'];

/** The definitions as callers read them: each a JSON object, by name. */
const DefinitionsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** Plain JSON objects: the generator's definitions, as the reference files hold them. */
export function serverDefinitions(root: string): Record<string, Record<string, unknown>> {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: `${root}/schema/{messages,matchmaking,refusals}.ts`,
    tsconfig: `${root}/tsconfig.json`,
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    additionalProperties: false,
    sortProps: true,
  };
  const program = createProgram(config);
  const parser = createParser(program, config, (chain) =>
    // The chain given to an augmentor is the whole parser (ChainNodeParser), typed only as a list to add to.
    chain
      .addNodeParser(new CatalogIdParser())
      .addNodeParser(new RenamedAliasParser(chain as unknown as NodeParser, { 'rooms/dune/types.ts#ErrorCode': 'EngineErrorCode' })),
  );
  const generator = new SchemaGenerator(program, parser, createFormatter(config), config);
  const definitions: Record<string, Definition> = {};
  for (const type of ROOTS) Object.assign(definitions, generator.createSchema(type).definitions);
  // Plain JSON (the generator's objects carry undefined fields), checked to be what the callers read.
  return DefinitionsSchema.parse(JSON.parse(JSON.stringify(definitions)));
}
