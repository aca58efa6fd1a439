// What a client sends, as JSON Schema generated from the zod schemas the server validates with (zod 4's
// toJSONSchema): the three message types, every action (one definition per action type), and the create and join
// options of matchmaking. Checks zod cannot express in JSON Schema (a chat text's visible character, `to` only on
// private messages) are described in PROTOCOL.md; the server still applies them.
import { z } from 'zod';
import { ActionSchema, CLIENT_MESSAGES, CreateOptionsSchema, JoinOptionsSchema } from '../../schema/messages.ts';
import { cardId, eventId, faction, leaderId, sector, territoryId } from '../../schema/actions/common.ts';

type JsonSchema = Record<string, unknown>;

/** Every action schema with the `type` it answers to (an inner union, e.g. `nexus-turn`'s three shapes, is one). */
function actionSchemas(): [string, z.ZodType][] {
  return ActionSchema.options.map((schema) => {
    const shape = 'options' in schema ? schema.options[0]!.shape : schema.shape;
    return [`action.${shape.type.value}`, schema as z.ZodType];
  });
}

export function clientDefinitions(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  // The building blocks every action shares are definitions of their own (named as in server.schema.json), not
  // copies of the catalogs in every field.
  const blocks: [z.ZodType, string][] = [
    [faction, 'Faction'],
    [territoryId, 'TerritoryId'],
    [leaderId, 'LeaderId'],
    [cardId, 'TreacheryCardId'],
    [eventId, 'EventId'],
    [sector, 'Sector'],
  ];
  for (const [schema, id] of blocks) registry.add(schema, { id });
  const actions = actionSchemas();
  for (const [id, schema] of actions) registry.add(schema, { id });
  registry.add(ActionSchema, { id: 'Action' });
  // Every client message, by its type (CLIENT_MESSAGES).
  for (const [id, schema] of Object.entries(CLIENT_MESSAGES)) registry.add(schema, { id });
  registry.add(CreateOptionsSchema, { id: 'CreateOptions' });
  registry.add(JoinOptionsSchema, { id: 'JoinOptions' });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/definitions/${id}`,
  });
  const definitions: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _, $id: __, ...rest } = schema as JsonSchema;
    definitions[id] = rest;
  }
  return definitions;
}
