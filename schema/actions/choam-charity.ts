// choam-charity actions. None yet.
export const choamActionSchemas = [] as const;
