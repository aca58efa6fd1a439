// mentat-pause actions. None yet.
export const mentatActionSchemas = [] as const;
