// battle actions. None yet.
export const battleActionSchemas = [] as const;
