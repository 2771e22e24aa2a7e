import './plain.js';
import '../trace-loader.js?name=inline!./inline.js';
import '!../trace-loader.js?name=inline!./no-normal.js';
import '-!../trace-loader.js?name=inline!./no-pre.js';
import '!!../trace-loader.js?name=inline!./only-inline.js';
