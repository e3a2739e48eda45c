import Foundation
import LunchBoxCLI

exit(await CLI.run(Array(CommandLine.arguments.dropFirst())))
