import { hello } from '@greetings/hello';
import settings from './settings';

console.log(hello(settings.name));
