// spice-blow actions. None yet.
export const spiceBlowActionSchemas = [] as const;
