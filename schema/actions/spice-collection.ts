// spice-collection actions. None yet.
export const collectionActionSchemas = [] as const;
