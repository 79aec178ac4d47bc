// Every catalogue at once, for Node (the unit tests and the e2e tests' expected texts): importing
// this module makes `translate` and `t` know every message of every language. The popup never
// imports it; it loads its language's areas on demand.
import { addMessages } from './index';
import { en } from './en/index';
import { zhCN } from './zh-CN/index';

addMessages('en', en);
addMessages('zh-CN', zhCN);
