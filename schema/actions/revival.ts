// revival actions. None yet.
export const revivalActionSchemas = [] as const;
