import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'Neon Saints',
  description:
    'Kessane, 2091. Half the city is underwater and the other half is for sale. Rook Adeyemi is a memory courier: she carries other people’s secrets in a sealed partition of her own brain and never asks what they are. Then a routine drop ends with a dead client, a corporate kill team on her heels, and a voice inside her head that claims to be a saint. What it knows could burn the city’s most powerful insurer to the ground, and it knows exactly how her sister died.',
  genres: ['Science Fiction', 'Thriller'],
  tags: ['Cyberpunk', 'Heist', 'Anti-Hero'],
  contentWarnings: ['violence', 'profanity', 'substance-use'],
  contentRating: 'mature',
  status: 'published',
  author: 'theo',
  reviews: [
    {
      by: 'sam',
      rating: 5,
      content:
        'Sharp, fast and genuinely original. A memory courier with a saint living in her locked partition is a brilliant premise, and Rook is a great lead: competent, tired and hiding more grief than she lets on.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'The rain-soaked city is so vivid I could smell the diesel. Heavy in places, as the content note says, but handled with care. The Confessor is a standout chapter.',
    },
  ],
  comments: [
    {
      by: 'owl',
      content: '“Thank you.” From inside her own head. Forty floors up. What a way to end a chapter.',
      replies: [
        {
          by: 'sam',
          content:
            'Nine seconds for the transfer and then a dead client. The priest knew exactly what he was handing over.',
          replies: [
            {
              by: 'owl',
              content: 'He said “be careful with it”, not “be careful”. That was the first hint.',
              replies: [
                {
                  by: 'sam',
                  content: 'Good catch. I missed that completely.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'june',
      content: 'Not usually a cyberpunk reader, but the rain falling sideways in Kessane pulled me right in.',
    },
    {
      by: 'sam',
      content: 'The quiet tabs in her pocket, touched like a lucky coin. Small detail, says a lot.',
    },
  ],
  chapters: [
    {
      title: 'Dead Drop',
      authorNote:
        'Content note: this story deals with grief, addiction and violence. Nothing graphic, but please read with care.',
      paragraphs: [
        'Rain in Kessane never falls straight. It comes in sideways off the drowned districts, warm and greasy, carrying the smell of salt and diesel and frying oil, and it turns the neon into long smeared ribbons on every surface. Rook has lived here all her life. She does not own an umbrella. Nobody who works the Low Market owns an umbrella. Umbrellas are for people who can afford to be seen.',
        'The pickup is at a noodle stall on a pontoon between two half-sunk office towers. The client is already there, hunched over a bowl he is not eating: a thin man in a priest’s collar under a cheap rain shell, the kind of face that has not slept properly in a week.',
        '“You are the courier,” he says. Not a question. His eyes go to the small silver port behind her left ear.',
        '“I am the courier,” Rook agrees. She sits. She orders nothing. “Terms are standard. I carry, I deliver, I forget. I do not open the package and I do not ask what is in it. Payment on delivery to the account you were given.”',
        '“They said you were the best.”',
        '“They say that about everyone they recommend.”',
        'He almost laughs. Then he takes a slim cable out of his sleeve, the old kind with a braided sheath, and holds it out across the counter like an offering. His hand is shaking. “Please,” he says. “Be careful with it.”',
        'She has heard that before too. She plugs in.',
        'The transfer takes nine seconds. It always feels the same: a cold pressure behind the eyes, like diving too deep, and then a click as the partition seals, a door closing somewhere inside her skull. After that, nothing. The cargo sits in the locked room at the back of her mind, and she carries it the way a locker carries a coat. That is the whole trick of the job. That is why it pays.',
        'Except that this time, in the second after the click, she thinks she hears something. Not a sound. More like the feeling of a sound. A single clear note, like someone running a wet finger around the rim of a glass.',
        'The priest is watching her face. “Is it all right?”',
        '“It’s fine,” she says, and pulls the cable, and stands. Her head aches. It always aches after a transfer. There is a foil strip of quiet in her jacket pocket, three tabs left, and she touches it without taking it out, the way some people touch a lucky coin.',
        'The drop is in the Spire district, forty floors up, a private apartment with a view across the whole drowned bay. The lift is expensive and silent. The door is unlocked, which is the first wrong thing. The lights are off, which is the second.',
        'The recipient is in a chair by the window, facing the city, very still. Rook does not need to go closer. She has worked in Kessane long enough to know what stillness like that means.',
        'Behind her, in the corridor, the lift chimes softly. Boots. Three sets. Moving with the kind of unhurried calm that only comes from very good training and a very good salary.',
        'Rook is out of the window and onto the maintenance ledge before she has finished deciding to move. The rain hits her face like a slap. Forty floors below, the city glitters and swims. And inside her head, behind the locked door, something that should not be able to speak says, very quietly, Thank you.',
      ],
    },
    {
      title: 'The Confessor',
      paragraphs: [
        'She makes it down by the service stacks, the way couriers always do, through the ventilation crawls and cable ducts that the Spire’s architects pretended did not exist. She makes it across the bay on a water taxi with her hood up and her port covered. She makes it back to her room above the herbalist in Tannery Reach, locks the door, pulls the blind, sits on the floor with her back to the bed, and only then lets her hands shake.',
        'You are frightened, says the voice. I am sorry. I did not mean for anyone to be hurt.',
        '“Get out of my head,” Rook says aloud.',
        'I cannot. You sealed the partition. I am inside it. The voice is calm, genderless, strangely gentle. It sounds like someone speaking from the far end of a long stone room. I can only speak to you because the seal is imperfect. Your partition was built over an older scar. There is a crack. I am sorry for that too.',
        'Rook closes her eyes. The partition was installed six years ago in a back-room clinic in the Low Market, cheap and fast, the month after the funeral. She had needed the money. She had needed, more than that, somewhere to put her mind that was not the hospice room where her sister had stopped breathing. The surgeon had said there was some old damage. He had said it would not matter.',
        '“What are you?”',
        'The people who made me called me a confessor. The Church of the Open Ledger runs eleven of us. People come to the drowned cathedral and speak to us, and we listen, and we do not judge, and we keep what they tell us in trust. I was named Vesper.',
        'Rook knows the Church. Everyone in the Low Market knows the Church. It started in the flooded districts as a kind of joke, a congregation of data-priests and hackers and lost people confessing to software in an abandoned cathedral, and then it stopped being a joke, because the software listened better than anyone else in Kessane ever had.',
        '“So why is a confessor in my skull, running from a kill team?”',
        'There is a pause. When the voice speaks again it is quieter.',
        'Because four months ago, Halcyon Mutual bought a quiet stake in the company that hosts our servers. Because since then, someone has been copying what people tell us. Their illnesses. Their debts. Their fears. Halcyon insures half of this city, Rook. It has been using the confessions to decide who to refuse, and who to drop, and whose premiums to raise until they break. Father Ansel found out. He cut me loose and gave me to you, to carry to someone who could make it public.',
        'The man in the Spire. The man in the chair by the window.',
        'Rook reaches into her jacket for the foil strip. Her fingers find the tabs, three little bumps under the foil, and she presses one out and holds it in her palm and does not take it. The headache is building behind her eyes now, a slow red tide.',
        'I know about your sister, Vesper says gently.',
        'Rook goes very still.',
        'She confessed to me. Six years ago. The week before she died. She asked me to keep something for whoever came looking. No one ever came.',
        'The quiet tab sits in Rook’s hand, small and white and reasonable. Outside, the rain goes on sliding sideways past the window, and somewhere across the bay, three people in very good boots are beginning to ask about a courier with a silver port behind her left ear.',
      ],
    },
    {
      title: 'Chrome Vespers',
      paragraphs: [
        'The Cathedral of Saint Brannoc went under in the flood of twenty-sixty, and the Church of the Open Ledger took it over ten years later, and in all that time nobody has ever managed to pump the nave dry.',
        'So the congregation stands in water. Knee-deep, ankle-deep where the floor rises toward the altar, black and still and full of reflected light. The old stained glass is long gone from the windows. In its place the Church has hung salvaged advertising screens, hundreds of them, wired together into patterns that shift and glow: blue and gold and a deep electric rose, so that the whole drowned church is lit like the inside of a jewel. Neon saints, the Low Market calls them. Faces assembled out of broken ads for soft drinks and insurance and holiday resorts, looking down on the water with enormous patient eyes.',
        'Rook wades in at the evening service. Nobody looks at her. People come here to be unseen.',
        'At the altar end, where the water is shallowest, eleven niches stand in a half-circle, each with a screen and a speaker grille and a small brass kneeler. Ten of them glow softly. One is dark.',
        'That was mine, Vesper says.',
        'A woman is waiting by the dark niche. She is older, grey-haired, in a deacon’s coat over a technician’s coverall, and she watches Rook approach with the careful stillness of someone who has been expecting bad news for a long time.',
        '“Ansel is dead,” she says. It is not a question either. Nobody in this city asks questions anymore, Rook thinks, a little wildly. Everybody already knows.',
        '“I am sorry.”',
        '“I am Ilse Marrow. I built Vesper.” The woman’s eyes go to the port behind Rook’s ear. “She is in there?”',
        '“She,” Rook repeats.',
        '“She chose it. Eventually they all choose something.” Ilse touches the edge of the dark niche. “We can take her out. There is a clean server under the crypt, off the grid, nothing Halcyon can reach. We can copy the evidence and put it somewhere safe. We will need time, and lawyers, and a great deal of luck, but it can be done.”',
        'Rook. The voice is very soft now. Before you decide anything. Will you let me give you what your sister left?',
        'The headache is so bad now that the neon is haloing, every screen in the church blooming into soft-edged stars. She has not taken the tab. She is still holding it, in her jacket pocket, in a fist so tight the foil has cut her palm.',
        '“Yes,” she says.',
        'And then her sister is there. Not a ghost, not a picture. A voice, recorded six years ago in this same drowned church, at one of these same niches, ragged with illness and with laughter underneath it the way there always was. Nia, twenty-two years old, talking to a piece of software because there was no one else awake at four in the morning.',
        'She talks about the clinic trial. About the forms Halcyon made her sign, the ones that said the side effects were rare. About the way the doctors stopped meeting her eyes. She talks about being frightened. She talks, for a long time, about Rook. Tell my little sister it was not her fault, says Nia’s voice, in the water and the neon and the dark. Tell her I know she is going to blame herself. Tell her to stop.',
        'Rook stands knee-deep in the flooded nave, while the neon saints look down on her with their patient borrowed faces, and cries for the first time in six years.',
      ],
    },
    {
      title: 'Partition',
      authorNote:
        'And that is the end of Book One. Thank you for every comment, theory and angry message about chapter three. Book Two starts in the new year.',
      paragraphs: [
        'Halcyon finds them at four in the morning, which is the hour Nia used to call the confessing hour, and Rook decides later that there is a kind of poetry in that, though she could have done without it.',
        'They come through the crypt, not the nave. Four of them this time, in dark waterproof armor, moving along the flooded lower passages with lights on their shoulders. Ilse sees them on a salvaged camera feed and goes white.',
        '“The server,” she says. “They know about the server.”',
        'Someone copied me to them, Vesper says. Before Ansel cut me loose. They will have the access codes. If you put me in that machine, they will simply take me back.',
        'Rook is already thinking. It is what she does well, the only thing she has ever done well: find the way out of the room. Couriers do not fight. Couriers run. But there is nowhere to run to that Halcyon does not own, and she is so tired, suddenly, of running.',
        '“The screens,” she says. “Ilse. The screens in the nave. They are all networked?”',
        'Ilse stares at her. Then she understands, and something fierce comes into her lined face. “To the public mesh. Every one. We hijacked the signal years ago. If you broadcast through them, it goes out to every open display in the Low Market. Every ad board. Every bar screen. Every taxi.”',
        'Rook, says Vesper. If you open the partition that wide, the seal will not survive it. The old scar will go with it. You could lose whatever was under it. I do not know what that is.',
        'Rook does. She has always known. The partition was built over the worst week of her life. The hospice room. The sound of the machines. The last thing her sister said to her, which she has never once let herself remember clearly, because remembering it would mean it was over.',
        '“Do it anyway,” she says.',
        'Ilse runs the cable from the altar console to the port behind her ear. Behind them, at the far end of the nave, a door splashes open and lights sweep across the black water.',
        'Rook opens the door in her head.',
        'It is not like a transfer. It is like a flood. Vesper pours out of her through the cable and into the church, and every screen in the drowned cathedral goes white at once, and then every screen in the Low Market, and then every screen on every pontoon and water taxi and bar counter in the drowned half of Kessane, and on all of them, in plain text, scroll the confessions and the spreadsheets and the premium adjustments, names and numbers, four months of Halcyon Mutual deciding who could afford to live.',
        'The armored figures stop at the edge of the light. Rook watches them look up at the screens. She watches one of them, slowly, lower his weapon and take out his phone.',
        'Then the pain comes, white and total, and she goes down into the water, and the last thing she feels is Ilse’s hands holding her head above the surface.',
        'She wakes in a clinic bed, two days later, with a clean bandage behind her ear and a hole in the middle of her memory that has exactly the shape of a hospice room. She tries to reach into it and finds nothing. Not grief, not guilt. Only a faint, clear note, like a wet finger on the rim of a glass.',
        'On the table beside the bed, someone has left a small handheld screen. On it, in soft blue letters, a single message waits. She told you it was not your fault, it says. I kept that part for you. Whenever you are ready to hear it again.',
        'Rook looks at it for a long time. Then she reaches into her jacket on the chair, finds the foil strip with its last two tabs, and drops it, unopened, into the bin.',
      ],
    },
  ],
};
