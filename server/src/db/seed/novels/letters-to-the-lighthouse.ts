import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'Letters to the Lighthouse',
  description:
    'Morven Tait has delivered the post on the island of Caskerry for six years, and she knows everyone on it, except the man renting the old keeper’s cottage at the lighthouse. He never answers the door. He leaves polite, apologetic notes. He receives a great many parcels of recording equipment. So Morven starts writing back. A slow, tender story about tides, sound, and the things we try to hold onto before they slip away.',
  genres: ['Romance', 'Drama'],
  tags: ['Epistolary', 'Slow Burn', 'Small Town'],
  contentRating: 'teen',
  status: 'published',
  completionStatus: 'completed',
  author: 'ines',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'A romance told partly through notes left at a lighthouse door. Morven is funny and kind, and the slow way the letters warm up had me grinning. Storm Season made me hold my breath.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Quiet and tender. The parcels of recording equipment turn out to matter more than I expected, and The Recording is a beautiful chapter about sound and memory.',
    },
    {
      by: 'sam',
      rating: 4,
      content:
        'Not normally a romance reader, but the island of Caskerry and its postwoman won me over. Slow burn done right.',
    },
  ],
  chapters: [
    {
      title: 'Second Class Post',
      authorNote:
        'A little palate cleanser between longer projects. Three chapters for now, and maybe more if you would like them!',
      paragraphs: [
        'The post comes to Caskerry on the morning ferry, in three grey sacks and whatever else the mainland has decided to send that day, and by half past nine Morven Tait has it sorted on the big table in the back of the shop and loaded into the red van in the order of the round. She could do it in her sleep. Some winter mornings, she suspects she does.',
        'The round goes clockwise. Harbor first, then the school, then the farms along the west road, then the long single-track lane across the moor to the north end, where the island narrows to a spit of rock and the lighthouse stands on its own tidal island, joined to Caskerry by a causeway of black stones that the sea covers twice a day.',
        'For the last three months, the old keeper’s cottage at the foot of the lighthouse has been rented by a man named Elias Brandt, and Morven has never once seen his face.',
        'She has seen his parcels. There are a great many of them, heavy and carefully taped, from companies with names like Resonant Audio and Fieldcraft Acoustics. She has seen his bicycle, propped against the cottage wall. Once she saw his shadow moving behind the kitchen window. And she has seen his note, which is pinned to the cottage door with a drawing pin and has been there since the first week, slowly curling at the edges in the salt wind.',
        'Please leave all parcels in the box. Thank you very much. Sorry.',
        'It is the sorry that gets her. Not the instruction, which is ordinary enough. Plenty of people on Caskerry would rather not come to the door. It is the sorry at the end, on its own, as if added afterward by someone who had stood there with the pen for a long time wondering whether it was needed.',
        'So, on a blustery Tuesday in October, after she has put two parcels and a letter with a Berlin postmark into the wooden box by the door, Morven takes a notebook out of her jacket, tears out a page, and writes on it, leaning against the van.',
        'No need to be sorry. Causeway closes at 3.40 today, big tide with the wind behind it. Do not get caught on the wrong side. Morven (Post).',
        'She folds it and leaves it on top of the parcels. She does not know why she does it. She tells herself it is a safety matter. People have drowned on that causeway, and an incomer would not know how fast the water comes.',
        'On Thursday, when she comes back with another parcel, there is a note in the box waiting for her. It is written on the back of an equipment receipt, in small neat capitals.',
        'THANK YOU. I WAS CAUGHT ONCE IN AUGUST AND HAD TO SPEND THE NIGHT ON THE LIGHTHOUSE STEPS. I DID NOT KNOW ABOUT THE WIND. WHAT ELSE SHOULD I KNOW? E.',
        'Morven stands by the box for a long time, reading it. The sea is coming in over the causeway behind her, quick and grey and hissing over the stones. The lighthouse stands above her, white against a sky full of fast clouds.',
        'Then she takes out her notebook again, and leans on the van, and begins a list.',
      ],
    },
    {
      title: 'The Recording',
      paragraphs: [
        'By November the notes have become letters, and the letters have become the best part of her week.',
        'She writes to him about the island. The best place to buy eggs, which is not the shop but the honesty box at the Macraes’ gate. The sound the wind makes in the old telegraph wires on the moor road, like someone humming through their teeth. The seal that sleeps on the slipway at the harbor every afternoon and refuses to move for anyone, including the ferry.',
        'He writes back about sound. It turns out that is what he does. He is a field recordist, he explains in his small careful capitals, which means that he travels to places and records what they sound like, for films and for museums and for people who cannot go there themselves. He came to Caskerry to record the sea. He has forty hours of it so far. He says he could listen to it for forty years.',
        'He never says why he does not come to the door. She never asks.',
        'Then one Thursday there is a different kind of note in the box.',
        'WOULD YOU LIKE TO HEAR IT? THE SEA, I MEAN. I HAVE MADE TEA. IT IS ALL RIGHT IF YOU WOULD RATHER NOT. E.',
        'The door opens before she can knock. He is younger than she expected, and taller, with untidy dark hair and a grey jumper worn through at both elbows, and he looks at her with an expression of such naked nervousness that she almost laughs, and then does not, because she understands suddenly that it has cost him something to open this door.',
        '“Hello,” he says, too loudly. Then, more quietly: “Sorry. Hello.”',
        'The cottage is one room, mostly full of equipment: microphones on stands, cables coiled on every surface, a laptop glowing on the kitchen table beside a plate of shop biscuits laid out with visible care. He pours the tea. He hands her a pair of heavy headphones. He presses a key.',
        'And the sea comes in.',
        'Not the sea as she hears it every day, a background hiss behind the wind and the van and the gulls. The sea close up, huge and intimate, every wave a whole long story: the rush, the pause, the pull of shingle dragging back, a thousand small stones clicking against each other like beads. She closes her eyes. She is in it. She is under it. She does not know how long she sits there.',
        'When she opens her eyes, he is watching her, and she realizes for the first time that he has been sitting on her left side the whole time, and turning his head slightly when she speaks, and that there is a small, flesh-colored device curled behind his left ear.',
        '“It is going,” he says, before she can ask. “My hearing. Both ears, slowly. The doctors say a few years, maybe more, maybe less. There is nothing much to be done.” He looks at the laptop, at the forty hours of sea. “So I thought I had better collect what I could. While I can still tell what it is.”',
        '“That is why you do not come to the door,” says Morven.',
        'He looks down at his tea. “It is easier to read things,” he says. “People do not mind repeating themselves on paper.”',
      ],
    },
    {
      title: 'Storm Season',
      paragraphs: [
        'The big storm comes in the second week of December, the kind the island gets once every few winters, and the whole of Caskerry battens down. Boats are hauled up. Shutters are closed. The ferry stays on the mainland. Morven does her round in the morning with the van rocking on its springs and the rain coming sideways, and at the lighthouse she leaves a note in the box that says: Stay in tonight. I mean it. M.',
        'At six o’clock that evening, Mrs. Macrae rings the shop to say that she has seen a light moving out on the causeway.',
        'Morven does not remember the drive. She remembers only the van’s headlights swinging across the moor road, the rain like gravel on the windscreen, the radio crackling with gale warnings nobody needed. She remembers pulling up at the end of the lane where the causeway begins and seeing it: a small, bobbing torch beam, halfway across, and the sea already rising over the black stones on either side, white and furious.',
        'She shouts his name. Then she remembers, and she stops shouting, and she runs.',
        'The water is at her ankles by the time she reaches him, then at her shins, dragging at her boots. He is crouched on the highest stone of the causeway with a microphone in a furry windshield clutched against his chest, soaked to the skin, and he looks up at her with an expression of total astonishment, as if she has fallen out of the sky.',
        'She grabs his arm. She does not waste breath on words. She pulls, and he comes, and they go back along the causeway together, half running, half wading, while the sea tries its best to take their feet out from under them. By the time they reach the van the water is at their knees and the last stones have vanished behind them.',
        'They sit in the front seats, shaking, with the heater roaring and the windows steamed solid, for a long time before either of them speaks.',
        '“I wanted the storm,” he says at last. His voice is hoarse. “On the recording. I wanted to have it. I might not hear the next one.”',
        'Morven looks at him, at his wet hair and his ruined jumper and the microphone still held against his chest like something precious, and she is so angry and so relieved that she cannot decide which to be, so she reaches into her jacket instead and takes out an envelope. It is damp at the corners. She wrote it three days ago and has been carrying it around ever since, not brave enough to put it in the box.',
        'She holds it out. He takes it, and opens it, and reads it by the light of the dashboard.',
        'It is not long. It says that the ferry stops running for the winter in January, and that anyone still on the island after that is stuck until March. It says that there are a great many sounds on Caskerry he has not recorded yet. The ceilidh at the village hall at New Year, and the fiddles, and her grandmother’s laugh, which is famous on three islands. The ice on the loch in February, singing as it cracks. The first lambs. It says that she would be glad to show him, if he stayed. It says that she would be glad if he stayed anyway, even without the sounds.',
        'At the bottom, it says: No need to be sorry. M.',
        'He reads it twice. Then he turns to face her, properly, with his good ear toward her, so that he will not miss anything she says.',
        '“I will stay,” he says. “If you will keep writing to me. Even when I can hear you.”',
        'Outside, the storm hurls itself against the island, and the lighthouse beam sweeps round and round above them, steady and patient, over the water that has covered everything and will, in a few hours, give it all back.',
      ],
    },
  ],
};
