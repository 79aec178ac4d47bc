// Unit tests read the popup's texts in Node: every catalogue is at hand here (the popup itself loads
// its language's areas on demand).
import '../../src/popup/i18n/all';
