export function openChat() {
  document.body.append('Chat opened');
}
