// Accepts its own updates, and hands its count to its next version.
const hot = import.meta.webpackHot;
export const loads = hot && hot.data ? hot.data.loads + 1 : 1;

console.log(`counter.js: version ${loads}`);

if (hot) {
  hot.accept();
  hot.dispose((data) => {
    data.loads = loads;
  });
}
