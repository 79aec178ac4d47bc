chrome.runtime.onInstalled.addListener(() => undefined);
