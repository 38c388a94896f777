/** The label of the hidden honeypot field that both lead forms carry (SpamGuardFields). */
export const spamGuardText = {
  honeypotLabel: "Leave this field empty",
} as const;
