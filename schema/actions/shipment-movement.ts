// shipment-movement actions. None yet.
export const shipmentActionSchemas = [] as const;
