/** The label of the hidden honeypot field that every public form carries (SpamGuardFields). */
export const spamGuardText = {
  honeypotLabel: "Leave this field empty",
} as const;
