// Spice Collection (1.08) is automatic: no actions.
export const collectionActionSchemas = [] as const;
