export function layout(title, body) {
  return [`== ${title} ==`, body, '-- shop.example --'].join('\n');
}
