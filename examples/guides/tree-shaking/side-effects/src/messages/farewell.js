function capitalize(text) {
  return text[0].toUpperCase() + text.slice(1);
}

export const farewell = capitalize('goodbye');
