// What issuing a token costs on top of the fee: the ledger's charge, defined once in core. Apart from
// lib/ledger so that the pages reading the ledger (home among them) do not load the token messages.
export { ISSUE_CHARGE as ISSUE_COST_NANOGT } from '../../core/messages/token';
