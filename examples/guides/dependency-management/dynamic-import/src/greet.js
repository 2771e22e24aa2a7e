export async function greet(name, language) {
  const { hello } = await import(`./locales/${language}.js`);
  return `${hello}, ${name}!`;
}
