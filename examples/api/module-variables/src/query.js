export const query = __resourceQuery;
export const fragment = __resourceFragment;
