import logoUrl from './logo.svg';

document.querySelector('img').src = logoUrl;

document.querySelector('button').addEventListener('click', async () => {
  const { openChat } = await import(/* webpackChunkName: "chat" */ './chat.js');
  openChat();
});
