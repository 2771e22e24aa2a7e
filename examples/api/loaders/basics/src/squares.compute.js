const squares = [1, 2, 3, 4, 5].map((n) => n * n);

export default { squares, total: squares.reduce((a, b) => a + b, 0) };
