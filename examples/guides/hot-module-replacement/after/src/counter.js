let count = 0;
if (import.meta.webpackHot) {
  count = import.meta.webpackHot.data?.count ?? 0;
}

const button = document.createElement('button');
button.textContent = `Clicks: ${count}`;
button.addEventListener('click', () => {
  count += 1;
  button.textContent = `Clicks: ${count}`;
});
document.body.append(button);

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => {
    data.count = count;
    button.remove();
  });
}
