// The id unions of the engine (TerritoryId, LeaderId, TreacheryCardId …) are derived from its catalogs with indexed
// access types, which the type-to-schema generator cannot read: these give it each union as the catalog's own list,
// which is what the unions are (schema/actions/common.ts checks the same lists at run time).
import { createRequire } from 'node:module';
import { DefinitionType, EnumType, type BaseType, type Context, type NodeParser, type SubNodeParser } from 'ts-json-schema-generator';
import { ARRAKIS_TERRITORY_IDS } from '../../rooms/dune/board/territories.ts';
import { SPICE_CARD_IDS } from '../../rooms/dune/cards/spice.ts';
import { TREACHERY_CARD_IDS } from '../../rooms/dune/cards/ids.ts';
import { LEADER_IDS } from '../../rooms/dune/factions/leaders.ts';

/** A node of the generator's syntax trees (its own TypeScript's: 5.x, with the compiler API the project's 7 lacks). */
type TsNode = Parameters<SubNodeParser['supportsNode']>[0];
type AliasNode = TsNode & { name: { text: string }; type: TsNode };

/** The part of the generator's TypeScript read here. */
const generatorTs = createRequire(createRequire(import.meta.url).resolve('ts-json-schema-generator'))('typescript') as {
  isTypeAliasDeclaration(node: TsNode): node is AliasNode;
};

const CATALOGS: Record<string, readonly string[]> = {
  ArrakisTerritoryId: ARRAKIS_TERRITORY_IDS,
  LeaderId: LEADER_IDS,
  TreacheryCardId: TREACHERY_CARD_IDS,
  SpiceCardId: SPICE_CARD_IDS,
};

/** Reads a catalog id alias (`type LeaderId = …`) as the enum of its catalog. */
export class CatalogIdParser implements SubNodeParser {
  supportsNode(node: TsNode): boolean {
    return generatorTs.isTypeAliasDeclaration(node) && node.name.text in CATALOGS;
  }

  createType(node: TsNode): BaseType {
    const name = (node as AliasNode).name.text;
    return new DefinitionType(name, new EnumType(name, CATALOGS[name]!));
  }
}

/**
 * Two exported types share a name (the engine's `ErrorCode` and the wire's, which adds the protocol's codes): the
 * engine's is named `EngineErrorCode` in the reference, so that every definition has one name.
 */
export class RenamedAliasParser implements SubNodeParser {
  constructor(
    private readonly chain: NodeParser,
    private readonly renames: Record<string, string>,
  ) {}

  private key(node: TsNode): string | null {
    if (!generatorTs.isTypeAliasDeclaration(node)) return null;
    const file = node.getSourceFile().fileName;
    const key = `${file.slice(file.lastIndexOf('/rooms/') + 1)}#${node.name.text}`;
    return key in this.renames ? key : null;
  }

  supportsNode(node: TsNode): boolean {
    return this.key(node) !== null;
  }

  createType(node: TsNode, context: Context): BaseType {
    const alias = node as AliasNode;
    return new DefinitionType(this.renames[this.key(node)!], this.chain.createType(alias.type, context));
  }
}
