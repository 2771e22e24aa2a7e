export const circle = (r) => Math.PI * r * r;
export const square = (a) => a * a;

// Whether any module uses `square`, as webpack knows it when it builds.
export const squareIsUsed = __webpack_exports_info__.square.used;
