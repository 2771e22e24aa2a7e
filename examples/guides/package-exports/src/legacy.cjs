const { greet } = require('greetings');

exports.fromCommonJs = greet('CommonJS');
