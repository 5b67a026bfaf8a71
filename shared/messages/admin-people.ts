// What the admin console's support and people areas answer and show (one text each).
export const adminPeopleMessages = {
  status: "Status must be open or closed.",
  userNotFound: "No such user.",
  role: "Role must be user or admin.",
  activeState: "Status must be active or deactivated.",
  ownRole: "You cannot change your own role.",
  ownDeactivation: "You cannot deactivate your own account.",
  roleChanged: "The role has been changed.",
  deactivated: "The account is deactivated and its sessions have ended.",
  reactivated: "The account is active again.",
  unchanged: "Nothing to change: the account is already so.",
} as const;
