"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = label;
function label(text) {
    return `[${text}]`;
}
