// The civic motions the practice content is set on: the kind the community
// debates (src/server/seed shows the same topics). Motions from live topics
// are chosen by the server when it starts an attempt; these keep the banks
// self-contained.
export const MOTIONS = {
  fourDayWeek: 'This house would introduce a four-day working week',
  votingAge: 'This house would lower the voting age to 16',
  carFree: 'This house would ban private cars from city centres',
  socialMedia: 'This house believes social media has harmed democracy',
  compulsoryVoting: 'This house would make voting compulsory',
  exams: 'This house would replace exams with continuous assessment',
  sugarTax: 'This house would tax sugary foods',
  basicIncome: 'This house would fund universal basic income',
} as const;
